ps_2_sw
dcl t0
defb b8, true
mov r0, t0
mov r1, c1
setp_le p0, r0, r1
if_eq r0.z, r1.y
else
endif
callnz l1, p0.x
mov oC0, r0
ret
label l1
sub r0, r0, r1
if b6
callnz l2, p0.z
endif
ret
label l2
add r0, r0, c11
sub r0, r0, r1
max r0, r0, r1
callnz l8, !p0.w
ret
label l8
sub r0, r0, r1
if b15
setp_le p0, r0, r1
add r0, r0, c14
endif
dp4 r0.x, r0, r1
callnz l11, !p0.z
ret
label l11
add r0, r0, c10
if !p0.y
setp_gt p0, r0, r1
else
max r0, r0, r1
add r0, r0, c8
endif
callnz l15, b8
ret
label l15
add r0, r0, c10
ret
