vs_3_sw
dcl_position v0
dcl_position o0
defb b0, false
defb b13, false
mov r0, v0
mov r1, c1
add r0, r0, c41
callnz l545, !b6
mov o0, r0
ret
label l545
add r0, r0, c37
callnz l627, !b0
ret
label l627
add r0, r0, r1
callnz l1416, !b13
ret
label l1416
mul r0, r0, r1
callnz l1417, !b10
ret
label l1417
add r0, r0, r1
ret
