vs_4_0
dcl_globalFlags refactoringAllowed | enableMinimumPrecision
dcl_constantbuffer cb0[1], immediateIndexed
dcl_input v0.xy
dcl_input v1.xyzw {min16f}
dcl_input v2.xy {min16f}
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw {min16f}
dcl_output o2.xy {min16f}
mad o0.xy, v0.xyxx, cb0[0].xyxx, cb0[0].zwzz
mov o0.zw, l(0,0,0,1.000000)
mov o1.xyzw {min16f}, v1.xyzw {min16f}
mov o2.xy {min16f}, v2.xyxx {min16f}
ret 
