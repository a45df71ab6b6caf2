vs_3_0
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c0
add r0, r0, c37
call l212
call l289
call l317
call l473
call l895
call l1161
call l1589
call l1604
mov o0, r0
ret
label l212
sub r0, r0, r1
ret
label l289
sub r0, r0, r1
ret
label l317
add r0, r0, c33
ret
label l473
add r0, r0, c34
ret
label l895
mad r0, r0, r1, r0
ret
label l1161
dp4 r0.x, r0, r1
ret
label l1589
mad r0, r0, r1, r0
ret
label l1604
min r1, r1, r0
ret
