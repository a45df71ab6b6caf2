ps_2_x
dcl t0
mov r0, t0
mov r1, c0
mad r0, r0, r1, r0
call l16
mov oC0, r0
ret
label l16
add r0, r0, c13
ret
