vs_2_x
dcl_position v0
defb b2, true
mov r0, v0
mov r1, c1
setp_eq p0, r0, r1
setp_gt p0, r0, r1
call l2
mov oPos, r0
ret
label l2
add r0, r0, c53
callnz l8, !p0.y
ret
label l8
max r0, r0, r1
if_lt r0.w, r1.w
max r0, r0, r1
endif
if_gt r0.w, r1.w
callnz l9, b12
endif
ret
label l9
mul r1, r0, r1
callnz l12, !b12
ret
label l12
add r0, r0, c57
if b2
mad r1, r0, r0, r1
else
endif
callnz l14, !p0.z
ret
label l14
add r0, r0, c51
ret
