ps_3_0
dcl_texcoord0 v0
mov r0, v0
mov r1, c1
add r0, r0, c10
call l1665
mov oC0, r0
ret
label l436
mad r0, r0, r1, r0
ret
label l1358
dp4 r0.x, r0, r1
call l436
ret
label l1665
mov r1, r0.yzwx
call l1358
ret
