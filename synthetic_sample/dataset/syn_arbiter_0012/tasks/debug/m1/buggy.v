module syn_arbiter_0012_canonical_next (
    input  wire       clk,
    input  wire       reset,
    input  wire       denied,
    input  wire       grant_seen,
    input  wire       pause,
    input  wire       clear_flag,
    output wire [3:0] wait_cycles,
    output wire       starving
);
    reg [3:0] cnt_q;
    reg flag_q;
    reg [3:0] cnt_q_next;
    reg flag_q_next;

    always @* begin
        if (grant_seen)
            cnt_q_next = 4'd0;
        else if (denied && !pause && cnt_q != 4'd6)
            cnt_q_next = cnt_q + 4'd1;
        else
            cnt_q_next = cnt_q;
    end

    always @* begin
        if (clear_flag)
            flag_q_next = 1'b0;
        else if (cnt_q == 4'd5)
            flag_q_next = 1'b1;
        else if (cnt_q == 4'd6)
            flag_q_next = 1'b1;
        else
            flag_q_next = flag_q;
    end

    always @(posedge clk) begin
        if (reset) begin
            cnt_q <= 4'd0;
            flag_q <= 1'd0;
        end else begin
            cnt_q <= cnt_q_next;
            flag_q <= flag_q_next;
        end
    end

    assign wait_cycles = cnt_q;
    assign starving = flag_q;
endmodule
