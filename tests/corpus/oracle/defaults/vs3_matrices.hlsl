row_major float3x4 rm = {1,2,3,4,5,6,7,8,9,10,11,12};
float4x4 cm = {-0.0, 1e20, -1e-20, 0.333333333, 2,2,2,2, 3,3,3,3, 4,4,4,4};
float4 h = {0.5, 1.5, 65504, -2};
float big[2] = {3.4e38, -1.17549435e-38};
float4 main(float4 p : POSITION) : POSITION { return mul(p, cm) + float4(mul(rm, p), 1) + h + big[0] + big[1]; }
