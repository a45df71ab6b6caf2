ps_5_0
dcl_globalFlags refactoringAllowed | enableMinimumPrecision
dcl_input_ps linear v0.xyzw {min16f}
dcl_output o0.xyzw {min16f}
dcl_temps 1
add r0.xyzw {min16f}, |l(-1.000000, 2.000000, 3.000000, 4.000000) {def32 as min16f}|, v0.xyzw {min16f}
add r0.xyzw {min16f}, -|l(-1.000000, 2.000000, 3.000000, 4.000000) {def32 as min16f}|, r0.xyzw {min16f}
mov o0.xyzw {min16f}, r0.xyzw {min16f}
ret 
