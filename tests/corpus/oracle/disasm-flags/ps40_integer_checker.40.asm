ps_4_0
dcl_constantbuffer cb0[1], immediateIndexed
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_input_ps constant v1.x
dcl_output o0.xyzw
dcl_temps 3
imul null, r0.x, v1.x, l(0x9e3779b1)
ushr r0.x, r0.x, cb0[0].z
ushr r0.y, r0.x, l(8)
and r0.y, r0.y, l(255)
utof r1.y, r0.y
ushr r0.y, r0.x, l(16)
and r0.y, r0.y, cb0[0].y
utof r1.z, r0.y
and r0.y, r0.x, l(255)
ishr r0.x, r0.x, l(3)
ilt r0.x, r0.x, l(0)
and r0.x, r0.x, l(0x3dcccccd)
utof r1.x, r0.y
mul r1.xyz, r1.xyzx, l(0.003922, 0.003922, 0.003922, 0.000000)
mov r1.w, l(1.000000)
mad r0.xyzw, r1.xyzw, l(0.500000, 0.500000, 0.500000, 0.500000), r0.xxxx
ftou r2.xy, v0.xyxx
udiv r2.xy, null, r2.xyxx, cb0[0].xxxx
xor r2.x, r2.y, r2.x
and r2.x, r2.x, l(1)
movc o0.xyzw, r2.xxxx, r1.xyzw, r0.xyzw
ret 
