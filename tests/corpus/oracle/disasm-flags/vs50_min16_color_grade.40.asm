vs_5_0
dcl_globalFlags refactoringAllowed | enableMinimumPrecision
dcl_constantbuffer cb0[6], immediateIndexed
dcl_input v0.xyz
dcl_input v1.xyzw {min16f}
dcl_input v2.xy {min16i}
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw {min16f}
dcl_output o2.xy {min16i}
dcl_temps 2
mov r0.xyz, v0.xyzx
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[2].xyzw
dp4 o0.y, r0.xyzw, cb0[3].xyzw
dp4 o0.z, r0.xyzw, cb0[4].xyzw
dp4 o0.w, r0.xyzw, cb0[5].xyzw
mad_sat o1.xyzw {min16f}, v1.xyzw {min16f}, cb0[1].xyzw {min16f}, cb0[0].xyzw {min16f}
ishl r1.xy {min16i}, v2.xyxx {min16i}, l(1, 1, 0, 0)
iadd o2.xy {min16i}, r1.xyxx {min16i}, l(-1, -1, 0, 0) {def32 as min16i}
ret 
