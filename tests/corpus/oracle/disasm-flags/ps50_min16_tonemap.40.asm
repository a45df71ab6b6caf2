ps_5_0
dcl_globalFlags refactoringAllowed | enableMinimumPrecision
dcl_constantbuffer cb0[1], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_input_ps linear v1.xy {min16f}
dcl_output o0.xyzw {min16f}
dcl_temps 5
mul r0.xyz {min16f}, cb0[0].yzwy {min16f}, cb0[0].yzwy {min16f}
sample_indexable(texture2d)(float,float,float,float) r1.xyz {min16f}, v1.xyxx {min16f}, t0.xyzw, s0
mul r2.xyz {min16f}, r1.xyzx {min16f}, cb0[0].xxxx {min16f}
mad r1.xyz {min16f}, r1.xyzx {min16f}, cb0[0].xxxx {min16f}, l(1.000000, 1.000000, 1.000000, 0.000000) {def32 as min16f}
div r0.xyz {min16f}, r2.xyzx {min16f}, r0.xyzx {min16f}
add r0.xyz {min16f}, r0.xyzx {min16f}, l(1.000000, 1.000000, 1.000000, 0.000000) {def32 as min16f}
mul r0.xyz {min16f}, r0.xyzx {min16f}, r2.xyzx {min16f}
div r0.xyz {min16f}, r0.xyzx {min16f}, r1.xyzx {min16f}
ftoi r3.xy, v0.xyxx
xor r3.x, r3.y, r3.x
and r4.x {min16i}, r3.x {def32 as min16i}, l(1) {def32 as min16i}
itof r0.w {min16f}, r4.x {min16i}
mad o0.xyz {min16f}, r0.wwww {min16f}, l(0.002000, 0.002000, 0.002000, 0.000000) {def32 as min16f}, r0.xyzx {min16f}
mov o0.w {min16f}, l(1.000000) {def32 as min16f}
ret 
