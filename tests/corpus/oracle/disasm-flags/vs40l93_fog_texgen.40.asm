vs_4_0
dcl_constantbuffer cb0[12], immediateIndexed
dcl_input v0.xyzw
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output o1.z
dcl_temps 2
dp4 o0.x, v0.xyzw, cb0[0].xyzw
dp4 o0.y, v0.xyzw, cb0[1].xyzw
dp4 o0.z, v0.xyzw, cb0[2].xyzw
dp4 o0.w, v0.xyzw, cb0[3].xyzw
dp4 r0.x, v0.xyzw, cb0[4].xyzw
dp4 r0.y, v0.xyzw, cb0[5].xyzw
dp4 r0.z, v0.xyzw, cb0[6].xyzw
add r1.xyz, r0.xyzx, -cb0[8].xyzx
dp3 r1.x, r1.xyzx, r1.xyzx
sqrt r1.x, r1.x
mul r1.x, -r1.x, cb0[9].x
mul r1.x, r1.x, l(1.442695)
exp r1.x, r1.x
min r1.x, r1.x, l(1.000000)
mad o1.z, r1.x, cb0[9].y, cb0[9].z
mov r0.w, l(1.000000)
dp4 o1.x, r0.xyzw, cb0[10].xyzw
dp4 o1.y, r0.xyzw, cb0[11].xyzw
ret 
