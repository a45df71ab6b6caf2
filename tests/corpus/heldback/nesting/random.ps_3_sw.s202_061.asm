ps_3_sw
dcl_texcoord0 v0
defb b11, false
defb b12, false
mov r0, v0
mov r1, c0
setp_lt p0, r0, r1
callnz l313, p0.x
mov oC0, r0
ret
label l313
add r0, r0, c7
if b11
else
endif
callnz l433, b9
ret
label l433
mul r0, r0, r1
add r0, r0, c5
if_eq r0.y, r1.z
call l472
endif
ret
label l472
add r0, r0, r1
callnz l1560, !p0.x
ret
label l1560
mov r1, r0.yzwx
add r0, r0, r1
add r0.xy, r0, r1
callnz l1687, b12
ret
label l1687
add r0.xy, r0, r1
ret
