ps_3_sw
dcl_texcoord0 v0
defb b13, true
mov r0, v0
mov r1, c1
add r0, r0, r1
callnz l198, !b13
mov oC0, r0
ret
label l198
mov r1, r0.yzwx
callnz l502, !b10
ret
label l502
add r0, r0, r1
callnz l845, !b4
ret
label l845
add r0, r0, c9
callnz l982, !b0
ret
label l982
add r0, r0, c5
callnz l1547, !b12
ret
label l1547
mul r1, r0, r1
ret
