vs_2_0
dcl_position v0
mov r0, v0
mov r1, c1
add r0, r0, c8
call l1
call l2
call l3
call l4
call l6
call l8
call l9
call l10
call l11
call l12
call l13
call l15
call l1
call l2
call l3
call l4
mov oPos, r0
ret
label l1
add r0, r0, c4
ret
label l2
add r0, r0, c5
ret
label l3
mad r0, r0, r1, r0
ret
label l4
sub r0, r0, r1
ret
label l6
add r0, r0, c4
ret
label l8
sub r0, r0, r1
ret
label l9
mov r1, r0.yzwx
ret
label l10
add r0, r0, c8
ret
label l11
mad r1, r0, r0, r1
ret
label l12
sub r0, r0, r1
ret
label l13
add r0, r0, c7
ret
label l15
add r0, r0, c9
ret
