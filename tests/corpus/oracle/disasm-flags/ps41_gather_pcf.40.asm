ps_4_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xyz
dcl_output o0.xyzw
dcl_temps 3
gather4 r0.xyzw, v1.xyxx, t0.xyzw, s0.x
add r1.x, v1.z, -cb0[0].z
ge r0.xyzw, r0.xyzw, r1.xxxx
and r0.xyzw, r0.xyzw, l(0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000)
gather4_aoffimmi(2,0,0) r2.xyzw, v1.xyxx, t0.xyzw, s0.x
ge r2.xyzw, r2.xyzw, r1.xxxx
and r2.xyzw, r2.xyzw, l(0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000)
add r0.xyzw, r0.xyzw, r2.xyzw
gather4_aoffimmi(0,2,0) r2.xyzw, v1.xyxx, t0.xyzw, s0.x
ge r1.xyzw, r2.xyzw, r1.xxxx
and r1.xyzw, r1.xyzw, l(0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000)
add r0.xyzw, r0.xyzw, r1.xyzw
dp4 o0.xyzw, r0.xyzw, l(0.083333, 0.083333, 0.083333, 0.083333)
ret 
