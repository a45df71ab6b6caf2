ps_2_x
dcl t0
dcl_cube s1
mov r0, t0
mov oC0, t0
