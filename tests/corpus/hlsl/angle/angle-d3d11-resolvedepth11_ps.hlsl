// Decompiled by dxsm from ps_4_1 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Depth                             texture   float        2dMS    0        1
//
Texture2DMS<float> Depth : register(t0);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float SV_Depth0 : SV_Depth0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    uint oDepth = 0;
    precise uint4 r0 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    {
        uint w = 0, h = 0, e = 0, n = 0, l = 0;
        Depth.GetDimensions(w, h, n);
        l = 1;
        r0.xy = uint4(w, h, 0, l).xy;
    }
    r0.xy = (uint2)((float2)r0.xy * v1.xy);
    r0.zw = uint2(0x00000000u, 0x00000000u);
    oDepth = asuint((Depth.Load(asint(r0.xy), 0)).x);
    {
        output.SV_Depth0 = asfloat(oDepth);
        return output;
    }
}
