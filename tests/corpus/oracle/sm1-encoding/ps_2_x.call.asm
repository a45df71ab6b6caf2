ps_2_x
dcl t0
mov r0, t0
call l0
mov oC0, t0
ret
label l0
add r1, r0, c0
ret
