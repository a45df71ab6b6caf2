ps_3_0
dcl_texcoord0 v0
defb b7, false
mov r0, v0
mov r1, c1
setp_gt p0, r0, r1
if b7
mov r1, r0.yzwx
if p0.z
mul r0, r0, r1
if p0.z
mov r1, r0.yzwx
if p0.x
add r0, r0, c17
if p0.w
dp4 r0.x, r0, r1
if p0.w
add r0.xy, r0, r1
if p0.z
dp4 r0.x, r0, r1
if !p0.z
add r1, r1, r0
if p0.y
add r0.xy, r0, r1
if !p0.z
add r0, r0, c12
if !p0.y
mul r0, r0, r1
if p0.x
add r1, r1, r0
if p0.w
dp4 r0.x, r0, r1
if !p0.w
mov r1, r0.yzwx
if !p0.x
dp4 r0.x, r0, r1
if p0.y
add r0, r0, c12
if !p0.y
add r0, r0, c10
if p0.w
add r0, r0, c10
if !p0.z
add r1, r1, r0
if p0.z
add r0, r0, c11
if !p0.w
mul r0, r0, r1
if p0.x
mul r0, r0, r1
if p0.z
dp4 r0.x, r0, r1
if p0.x
dp4 r0.x, r0, r1
if p0.x
add r0.xy, r0, r1
if p0.z
add r0, r0, c15
mov r1, r0.yzwx
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
mov oC0, r0
