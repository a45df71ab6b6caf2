ps_5_0
dcl_globalFlags refactoringAllowed | enableMinimumPrecision
dcl_constantbuffer cb0[1], immediateIndexed
dcl_input_ps linear v0.xyzw {min16f}
dcl_input_ps linear v1.xyzw
dcl_input_ps constant v2.xyzw {min16i}
dcl_input_ps constant v3.xyzw {min16u}
dcl_output o0.xyzw
dcl_temps 4
add r0.xyzw, |v0.xyzw {min16f as def32}|, v1.xyzw
add r1.xyzw {min16f}, |v1.xyzw {def32 as min16f}|, v0.xyzw {min16f}
add r1.xyzw {min16f}, -|v1.xyzw {def32 as min16f}|, -|v0.xyzw {min16f}|
iadd r2.xyzw {min16i}, |v2.xyzw {min16i}|, -|v2.xyzw {min16i}|
iadd r3.xyzw {min16u}, |v3.xyzw {min16u}|, v3.xyzw {min16u}
mul r1.xyzw {min2_8f}, |r1.xyzw {min2_8f}|, -|cb0[0].xyzw {def32 as min2_8f}|
mov r0.xyzw, |r1.xyzw {min2_8f as def32}|
mov o0.xyzw, r0.xyzw
ret 
