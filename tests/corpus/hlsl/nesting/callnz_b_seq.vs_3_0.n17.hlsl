// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c55 : register(c55);
float4 c57 : register(c57);
bool b2 : register(b2);
bool b4 : register(b4);
bool b6 : register(b6);
bool b9 : register(b9);
bool b10 : register(b10);
bool b14 : register(b14);
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
void l38();
void l129();
void l257();
void l1176();
void l1386();
void l1493();
void l1515();
void l1648();
void l1887();
void l1904();
void l1945();
void l2027();
void l38() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
void l129() {
    r0.xyzw = r0.xyzw + c55.xyzw;
}
void l257() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1176() {
    r0.xyzw = r0.xyzw + c57.xyzw;
}
void l1386() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1493() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l1515() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
void l1648() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1887() {
    r0.xy = r0.xy + r1.xy;
}
void l1904() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
void l1945() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l2027() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r1.xyzw = r1.xyzw + r0.xyzw;
    [branch] if (true) l38();
    [branch] if (b4) l129();
    [branch] if (true) l257();
    [branch] if (false) l1176();
    [branch] if (b14) l1386();
    [branch] if (b9) l1493();
    [branch] if (b4) l1515();
    [branch] if (b10) l1648();
    [branch] if (b10) l1887();
    [branch] if (false) l1904();
    [branch] if (false) l1945();
    [branch] if (true) l2027();
    [branch] if (b6) l38();
    [branch] if (b10) l129();
    [branch] if (false) l257();
    [branch] if (b2) l1176();
    [branch] if (b9) l1386();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
