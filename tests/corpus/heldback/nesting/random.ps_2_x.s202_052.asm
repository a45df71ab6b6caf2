ps_2_x
dcl t0
defi i0, 1, 0, 0, 0
defb b4, true
defb b15, true
mov r0, t0
mov r1, c0
setp_ge p0, r0, r1
if !b15
endif
callnz l1, p0.w
mov oC0, r0
ret
label l1
mov r1, r0.yzwx
callnz l2, p0.w
ret
label l2
add r1, r1, r0
rep i0
setp_eq p0, r0, r1
mul r0, r0, r1
endrep
mul r0, r0, r1
callnz l5, b4
ret
label l5
add r0, r0, c10
if_ne r0.z, r1.y
endif
callnz l6, b8
ret
label l6
add r0.xy, r0, r1
ret
