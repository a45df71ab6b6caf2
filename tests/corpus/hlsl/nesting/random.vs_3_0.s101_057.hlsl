// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c19 : register(c19);
float4 c21 : register(c21);
float4 c26 : register(c26);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 o0;
static bool4 p0;
void l514();
void l996();
void l1046();
void l1878();
void l514() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    [branch] if (!p0.y) l996();
}
void l996() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    {
        r0.xyzw = r0.xyzw + c26.xyzw;
        r0.xyzw = r0.xyzw + c21.xyzw;
    }
    if (false) {
        [branch] if (p0.w) l1046();
    }
}
void l1046() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    [branch] if (!p0.z) l1878();
}
void l1878() {
    r0.xyzw = r0.xyzw + c21.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (r0.x > r1.z) {
        r0.xyzw = r0.xyzw + c19.xyzw;
    }
    [branch] if (true) l514();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
