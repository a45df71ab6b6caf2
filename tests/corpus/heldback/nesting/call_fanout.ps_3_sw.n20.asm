ps_3_sw
dcl_texcoord0 v0
mov r0, v0
mov r1, c1
add r0, r0, c19
call l86
call l364
call l396
call l714
call l764
call l1188
call l1257
call l1415
call l1584
call l1628
call l1828
call l1870
call l86
call l364
call l396
call l714
call l764
call l1188
call l1257
call l1415
mov oC0, r0
ret
label l86
add r0, r0, r1
ret
label l364
dp4 r0.x, r0, r1
ret
label l396
mad r1, r0, r0, r1
ret
label l714
sub r0, r0, r1
ret
label l764
dp4 r0.x, r0, r1
ret
label l1188
dp4 r0.x, r0, r1
ret
label l1257
mov r1, r0.yzwx
ret
label l1415
mov r1, r0.yzwx
ret
label l1584
mov r1, r0.yzwx
ret
label l1628
add r0, r0, r1
ret
label l1828
mad r1, r0, r0, r1
ret
label l1870
add r0, r0, r1
ret
