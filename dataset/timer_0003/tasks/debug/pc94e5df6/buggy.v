module timer_0003_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire       tick,
    input  wire [3:0] terminal,
    output wire [3:0] lfsr_state,
    output wire       expired
);
    reg [3:0] lfsr_state_r;
    wire [3:0] lfsr_state_d = rst ? 4'b0001 :
                              start ? 4'b0001 :
                              (tick && lfsr_state_r != terminal) ? {lfsr_state_r[2:0], lfsr_state_r ^ lfsr_state_r[2]} :
                              lfsr_state_r;

    always @(posedge clk) begin
        lfsr_state_r <= lfsr_state_d;
    end

    assign lfsr_state = lfsr_state_r;
    assign expired = lfsr_state_r == terminal;
endmodule
