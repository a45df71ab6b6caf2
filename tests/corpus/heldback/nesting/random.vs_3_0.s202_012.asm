vs_3_0
dcl_position v0
dcl_position o0
defb b4, false
defb b15, false
mov r0, v0
mov r1, c1
call l1874
mov o0, r0
ret
label l1874
add r0, r0, c39
callnz l1995, b4
ret
label l1995
mul r0, r0, r1
mul r0, r0, r1
call l2013
ret
label l2013
add r0, r0, c36
setp_le p0, r0, r1
if !b15
min r1, r1, r0
min r1, r1, r0
endif
if !b3
call l2038
endif
ret
label l2038
add r1, r1, r0
ret
