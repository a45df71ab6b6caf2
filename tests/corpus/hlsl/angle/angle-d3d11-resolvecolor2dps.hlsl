// Decompiled by dxsm from ps_4_1 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// TextureF_MS                       texture  float4        2dMS    0        1
//
Texture2DMS<float4> TextureF_MS : register(t0);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.xy = input.TEXCOORD0;
    {
        uint w = 0, h = 0, e = 0, n = 0, l = 0;
        TextureF_MS.GetDimensions(w, h, n);
        l = 1;
        r0.xy = uint4(w, h, 0, l).xy;
    }
    {
        uint w = 0, h = 0, e = 0, n = 0;
        TextureF_MS.GetDimensions(w, h, n);
        r0.z = uint4(n, 0, 0, 0).x;
    }
    r1.xy = (uint2)((float2)r0.xy * v1.xy);
    r1.zw = uint2(0x00000000u, 0x00000000u);
    r2.xyzw = float4(0.0f, 0.0f, 0.0f, 0.0f);
    r0.x = 0x00000000u;
    [loop] while (true) {
        if (r0.x >= r0.z) { break; }
        r2.xyzw = r2.xyzw + (TextureF_MS.Load(asint(r1.xy), asint(r0.x))).xyzw;
        r0.x = asuint(asint(r0.x) + 1);
    }
    {
        float w = 0, h = 0, e = 0, n = 0;
        TextureF_MS.GetDimensions(w, h, n);
        r0.x = asuint(float4(n, 0, 0, 0).x);
    }
    o0.xyzw = r2.xyzw / asfloat(r0.xxxx);
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
