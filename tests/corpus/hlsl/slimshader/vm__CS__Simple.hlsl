// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Output                                UAV  float4          2d    0        1
//
RWTexture2D<float4> u0 : register(u0);
struct Input {
};
struct Output {
};
[numthreads(32, 32, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise float4 r0 = 0;
    r0.xy = (float2)vThreadID.xy * float2(0.0009765625f, 0.0009765625f);
    r0.zw = float2(0.0f, 1.0f);
    u0[vThreadID.xy] = asfloat(asuint(r0.xyzw));
    {
        return output;
    }
}
