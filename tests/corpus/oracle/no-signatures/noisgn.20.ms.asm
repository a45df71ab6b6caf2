0x00000000: ps_4_0
0x00000008: dcl_constantbuffer cb0[1], immediateIndexed
0x00000018: dcl_sampler s0, mode_default
0x00000024: dcl_resource_texture2d (float,float,float,float) t0
0x00000034: dcl_input_ps linear v1.xy
0x00000040: dcl_input_ps linear v2.xyzw
0x0000004C: dcl_output o0.xyzw
0x00000058: dcl_temps 1
0x00000060: mul r0.xy, v1.xyxx, l(3.000000, 3.000000, 0.000000, 0.000000)
0x00000088: sample r0.xyzw, r0.xyxx, t0.xyzw, s0
0x000000AC: add r0.x, r0.x, -cb0[0].x
0x000000D0: lt r0.y, r0.x, l(0.000000)
0x000000EC: mul_sat r0.x, r0.x, l(20.000000)
0x00000108: add r0.x, -r0.x, l(1.000000)
0x00000128: discard_nz r0.y
0x00000134: add r0.yzw, -v2.xxyz, cb0[0].yyzw
0x00000158: mad o0.xyz, r0.xxxx, r0.yzwy, v2.xyzx
0x0000017C: mov o0.w, v2.w
0x00000190: ret 
