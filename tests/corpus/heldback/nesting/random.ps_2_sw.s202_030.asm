ps_2_sw
dcl t0
defb b11, true
mov r0, t0
mov r1, c1
setp_le p0, r0, r1
setp_lt p0, r0, r1
call l0
if b11
else
setp_eq p0, r0, r1
endif
setp_gt p0, r0, r1
mov oC0, r0
ret
label l0
if p0.z
sub r0, r0, r1
if !p0.x
mul r1, r0, r1
if_le r0.z, r1.x
mul r1, r0, r1
if_gt r0.y, r1.y
max r0, r0, r1
add r0, r0, c2
if_le r0.y, r1.y
add r0, r0, c3
mul r1, r0, r1
add r0, r0, c9
if !p0.y
add r0, r0, c4
min r1, r1, r0
if_gt r0.w, r1.y
min r1, r1, r0
setp_eq p0, r0, r1
if_ge r0.y, r1.y
add r0, r0, c5
if !p0.y
min r1, r1, r0
if !p0.z
add r0, r0, c3
if !p0.w
min r1, r1, r0
mul r1, r0, r1
if p0.z
add r0, r0, c6
setp_lt p0, r0, r1
if_lt r0.w, r1.x
min r1, r1, r0
if_gt r0.z, r1.z
mul r1, r0, r1
if_gt r0.x, r1.z
min r1, r1, r0
if p0.x
mul r1, r0, r1
if_gt r0.w, r1.y
max r0, r0, r1
if !p0.w
add r0, r0, c8
if p0.x
add r0, r0, c9
if p0.w
sub r0, r0, r1
max r0, r0, r1
if p0.z
min r1, r1, r0
add r0, r0, c3
if !p0.y
sub r0, r0, r1
if_gt r0.y, r1.x
max r0, r0, r1
add r0, r0, c9
mul r1, r0, r1
mul r1, r0, r1
else
mad r0, r0, r1, r0
endif
endif
endif
else
add r0, r0, c8
endif
endif
endif
endif
endif
else
max r0, r0, r1
add r0, r0, c4
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
ret
