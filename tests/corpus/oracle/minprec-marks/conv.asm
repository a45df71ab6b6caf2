ps_5_0
dcl_globalFlags refactoringAllowed | enableMinimumPrecision
dcl_input_ps constant v0.xyzw {min16i}
dcl_input_ps constant v1.xyzw {min16u}
dcl_input_ps linear v2.xyzw {min16f}
dcl_output o0.xyzw
dcl_temps 2
itof r0.x, v0.x {min16i}
utof r0.y, v1.x {min16u}
ftoi r1.x, v2.x {min16f}
ftou r1.y, v2.y {min16f}
f32tof16 r1.z, v2.z {min16f}
f16tof32 r0.z, v1.y {min16u}
itof r0.w, |v0.y {min16i}|
ftoi r1.w, -v2.w {min16f}
mov o0.xyzw, r0.xyzw
ret 
