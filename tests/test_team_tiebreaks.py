"""placeholder"""
from tests.team_builders import team_event


def main_event():
    return team_event(6, 4, ["1-4 1==1, 5-2 ==-1, 3-6 10=1",
                             "6-1 0==0, 2-4 =01+, 3-5 M+-",
                             "1-3 01==, 2-6 11=1, 4-5 0=10",
                             "1-2 =101, 3-4 ==1=, 5 U",
                             "5-1 0==0, 3-2 ==0=, 4 U"],
                      lineups={(2, 4): (16, 17, 18, 0), (3, 1): (1, 2, 3, 5)},
                      withdrawn={6: 4})
