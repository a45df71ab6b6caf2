vs_2_sw
dcl_position v0
mov r0, v0
mov r1, c0
setp_ne p0, r0, r1
setp_lt p0, r0, r1
callnz l0, !p0.x
mov oPos, r0
ret
label l0
add r0, r0, c22
if_lt r0.z, r1.z
call l3
endif
ret
label l3
add r1, r1, r0
if b8
add r0, r0, c21
add r1, r1, r0
endif
if p0.x
min r1, r1, r0
endif
callnz l8, !p0.z
ret
label l8
mad r1, r0, r0, r1
add r1, r1, r0
add r0, r0, c22
callnz l10, p0.w
ret
label l10
add r0, r0, c23
ret
