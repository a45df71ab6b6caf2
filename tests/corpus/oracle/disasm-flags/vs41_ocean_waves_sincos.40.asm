vs_4_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[9], immediateIndexed
dcl_input v0.xy
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_temps 7
dp2 r0.x, cb0[1].xyxx, v0.xyxx
mad r0.x, r0.x, cb0[1].w, cb0[4].x
sincos r0.x, r1.x, r0.x
mul r0.x, r0.x, cb0[1].z
dp2 r0.y, cb0[0].xyxx, v0.xyxx
mad r0.y, r0.y, cb0[0].w, cb0[4].x
sincos r2.x, r3.x, r0.y
mad r0.x, cb0[0].z, r2.x, r0.x
dp2 r0.y, cb0[2].xyxx, v0.xyxx
mad r0.y, r0.y, cb0[2].w, cb0[4].x
sincos r2.x, r4.x, r0.y
mad r0.x, cb0[2].z, r2.x, r0.x
dp2 r0.y, cb0[3].xyxx, v0.xyxx
mad r0.y, r0.y, cb0[3].w, cb0[4].x
sincos r2.x, r5.x, r0.y
mad r0.y, cb0[3].z, r2.x, r0.x
mul r2.xyzw, cb0[0].zzww, cb0[0].xyxy
mad r1.yz, r2.xxyx, r3.xxxx, v0.xxyx
mul r2.xy, r2.zwzz, cb0[0].zzzz
mul r6.xyzw, cb0[1].zzww, cb0[1].xyxy
mad r1.yz, r6.xxyx, r1.xxxx, r1.yyzy
mul r2.zw, r6.zzzw, cb0[1].zzzz
mul r1.xw, r1.xxxx, r2.zzzw
mad r1.xw, -r2.xxxy, r3.xxxx, -r1.xxxw
mul r2.xyzw, cb0[2].zzww, cb0[2].xyxy
mad r1.yz, r2.xxyx, r4.xxxx, r1.yyzy
mul r2.xy, r2.zwzz, cb0[2].zzzz
mad r1.xw, -r2.xxxy, r4.xxxx, r1.xxxw
mul r2.xyzw, cb0[3].zzww, cb0[3].xyxy
mad r0.xz, r2.xxyx, r5.xxxx, r1.yyzy
mul r1.yz, r2.zzwz, cb0[3].zzzz
mad r1.xz, -r1.yyzy, r5.xxxx, r1.xxwx
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[5].xyzw
dp4 o0.y, r0.xyzw, cb0[6].xyzw
dp4 o0.z, r0.xyzw, cb0[7].xyzw
dp4 o0.w, r0.xyzw, cb0[8].xyzw
mov r1.y, l(1.000000)
dp3 r0.x, r1.xyzx, r1.xyzx
rsq r0.x, r0.x
mul o1.xyz, r0.xxxx, r1.xyzx
ret 
