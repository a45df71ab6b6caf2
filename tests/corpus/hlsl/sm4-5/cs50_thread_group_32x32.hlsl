// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer T
// {
//
//   float g_time;                      // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_img                                 UAV  float4          2d    0        1
// T                                 cbuffer      NA          NA    0        1
//
cbuffer T : register(b0) {
    float g_time : packoffset(c0);
};
RWTexture2D<float4> g_img : register(u0);
struct Input {
};
struct Output {
};
[numthreads(32, 32, 1)]
Output main(Input input, uint3 vThreadIDInGroup : SV_GroupThreadID, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    r0.xy = (float2)vThreadID.xy;
    r0.x = mad(r0.x, 0.0390625f, g_time);
    r0.y = mad(r0.y, 0.029296875f, (-g_time));
    {
        float p0 = cos(r0.y);
        r0.y = p0;
    }
    {
        float p0 = sin(r0.x);
        r0.x = p0;
    }
    r0.x = r0.y * r0.x;
    r0.yz = (float2)vThreadIDInGroup.xy * float2(0.03125f, 0.03125f);
    r0.w = 1.0f;
    g_img[vThreadID.xy] = asfloat(asuint(r0.xyzw));
    {
        return output;
    }
}
