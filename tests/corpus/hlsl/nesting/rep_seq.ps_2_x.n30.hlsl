// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
float4 c13 : register(c13);
float4 c14 : register(c14);
float4 c16 : register(c16);
float4 c18 : register(c18);
struct Input {
    float4 t0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 t0 = input.t0;
    precise float4 oC0 = 0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    {
        r0.xy = r0.xy + r1.xy;
    }
    {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = r0.yzwx;
    }
    for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c16.xyzw;
    }
    for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = r0.yzwx;
    }
    {
        r1.xyzw = r0.yzwx;
    }
    for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    for (int k0 = 0; k0 < 3; k0++) {
        r1.xyzw = r0.yzwx;
    }
    for (int k0 = 0; k0 < 2; k0++) {
        r0.xy = r0.xy + r1.xy;
    }
    {
        r0.xy = r0.xy + r1.xy;
    }
    {
        r0.xy = r0.xy + r1.xy;
    }
    for (int k0 = 0; k0 < 2; k0++) {
        r0.xy = r0.xy + r1.xy;
    }
    {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c13.xyzw;
    }
    {
        r0.xyzw = r0.xyzw + c14.xyzw;
    }
    {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = r0.yzwx;
    }
    for (int k0 = 0; k0 < 4; k0++) {
        r0.xy = r0.xy + r1.xy;
    }
    for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    {
        r1.xyzw = r0.yzwx;
    }
    for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = r0.yzwx;
    }
    for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c18.xyzw;
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
