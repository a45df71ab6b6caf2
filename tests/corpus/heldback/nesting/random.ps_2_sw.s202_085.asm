ps_2_sw
dcl t0
mov r0, t0
mov r1, c0
setp_le p0, r0, r1
callnz l0, p0.z
mov oC0, r0
ret
label l0
add r0, r0, c10
call l6
ret
label l6
mov r1, r0.yzwx
callnz l8, p0.y
ret
label l8
mul r0, r0, r1
mov r1, r0.yzwx
if_eq r0.x, r1.y
callnz l10, p0.w
endif
ret
label l10
mul r0, r0, r1
ret
