ps_2_x
dcl t0
defi i0, 2, 0, 0, 0
mov r0, t0
mov r1, c0
rep i0
add r0, r0, r1
mov oC0, r0
