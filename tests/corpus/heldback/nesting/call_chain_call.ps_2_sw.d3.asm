ps_2_sw
dcl t0
mov r0, t0
mov r1, c1
mad r0, r0, r1, r0
call l1
mov oC0, r0
ret
label l1
mad r0, r0, r1, r0
call l4
ret
label l4
add r0, r0, c11
call l13
ret
label l13
dp4 r0.x, r0, r1
ret
