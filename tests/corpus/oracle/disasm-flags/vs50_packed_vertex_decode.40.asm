vs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[6], immediateIndexed
dcl_input v0.xy
dcl_input v1.x
dcl_input v2.x
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_output o2.xy
dcl_temps 2
and r0.x, v0.x, l(0x001fffff)
bfi r0.w, l(10), l(11), v0.y, l(0)
ushr r1.xy, v0.xyxx, l(21, 10, 0, 0)
iadd r0.w, r0.w, r1.x
utof r0.z, r1.y
utof r0.xy, r0.xwxx
mad r0.xyz, r0.xyzx, cb0[0].xyzx, cb0[1].xyzx
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[2].xyzw
dp4 o0.y, r0.xyzw, cb0[3].xyzw
dp4 o0.z, r0.xyzw, cb0[4].xyzw
dp4 o0.w, r0.xyzw, cb0[5].xyzw
ibfe r0.x, l(16), l(0), v1.x
ishr r0.z, v1.x, l(16)
itof r0.xy, r0.xzxx
ge r0.zw, r0.xxxy, l(0.000000, 0.000000, 0.000000, 0.000000)
mul r0.xy, r0.xyxx, l(0.000031, 0.000031, 0.000000, 0.000000)
movc r0.zw, r0.zzzw, l(0,0,1.000000,1.000000), l(0,0,-1.000000,-1.000000)
add r1.xyz, -|r0.xyxx|, l(1.000000, 1.000000, 1.000000, 0.000000)
mul r0.zw, r0.zzzw, r1.yyyz
add r1.z, -|r0.y|, r1.x
lt r1.w, r1.z, l(0.000000)
movc r1.xy, r1.wwww, r0.zwzz, r0.xyxx
dp3 r0.x, r1.xyzx, r1.xyzx
rsq r0.x, r0.x
mul o1.xyz, r0.xxxx, r1.xyzx
ushr r0.x, v2.x, l(16)
f16tof32 o2.y, r0.x
f16tof32 o2.x, v2.x
ret 
