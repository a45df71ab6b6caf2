ps_2_x
dcl t0
def c1, 1, 0.5, -2, 0
mov r0, t0
mov oC0, t0
