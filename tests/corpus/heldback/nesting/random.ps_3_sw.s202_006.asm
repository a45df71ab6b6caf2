ps_3_sw
dcl_texcoord0 v0
mov r0, v0
mov r1, c1
setp_lt p0, r0, r1
add r0, r0, c20
call l125
mov oC0, r0
ret
label l125
sub r0, r0, r1
if_lt r0.x, r1.w
callnz l1778, !p0.w
endif
ret
label l1778
add r0, r0, c17
mad r0, r0, r1, r0
if_eq r0.y, r1.y
callnz l2012, p0.z
endif
ret
label l2012
add r0, r0, c14
ret
