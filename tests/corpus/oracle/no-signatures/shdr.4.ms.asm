      ps_4_0
      dcl_constantbuffer cb0[1], immediateIndexed
      dcl_sampler s0, mode_default
      dcl_resource_texture2d (float,float,float,float) t0
      dcl_input_ps linear v1.xy
      dcl_input_ps linear v2.xyzw
      dcl_output o0.xyzw
      dcl_temps 1
   0: mul r0.xy, v1.xyxx, l(3.000000, 3.000000, 0.000000, 0.000000)
   1: sample r0.xyzw, r0.xyxx, t0.xyzw, s0
   2: add r0.x, r0.x, -cb0[0].x
   3: lt r0.y, r0.x, l(0.000000)
   4: mul_sat r0.x, r0.x, l(20.000000)
   5: add r0.x, -r0.x, l(1.000000)
   6: discard_nz r0.y
   7: add r0.yzw, -v2.xxyz, cb0[0].yyzw
   8: mad o0.xyz, r0.xxxx, r0.yzwy, v2.xyzx
   9: mov o0.w, v2.w
  10: ret 
