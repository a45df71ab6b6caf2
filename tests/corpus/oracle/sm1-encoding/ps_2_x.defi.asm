ps_2_x
dcl t0
defi i1, 3, 0, 0, 0
mov r0, t0
mov oC0, t0
