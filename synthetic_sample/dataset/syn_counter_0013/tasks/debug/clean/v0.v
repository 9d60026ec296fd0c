module syn_counter_0013_canonical_next (
    input  wire       clk,
    input  wire       reset,
    input  wire       zero,
    input  wire       pause,
    output wire [2:0] hits,
    output wire       threshold
);
    reg [2:0] cnt_q;
    reg flag_q;
    reg [2:0] cnt_q_next;
    reg flag_q_next;

    always @* begin
        if (zero)
            cnt_q_next = 3'd0;
        else if (!pause && cnt_q != 3'd7)
            cnt_q_next = cnt_q + 3'd1;
        else
            cnt_q_next = cnt_q;
    end

    always @* begin
        if (zero)
            flag_q_next = 1'b0;
        else if (cnt_q == 3'd7)
            flag_q_next = 1'b1;
        else
            flag_q_next = flag_q;
    end

    always @(posedge clk) begin
        if (reset) begin
            cnt_q <= 3'd0;
            flag_q <= 1'd0;
        end else begin
            cnt_q <= cnt_q_next;
            flag_q <= flag_q_next;
        end
    end

    assign hits = cnt_q;
    assign threshold = flag_q;
endmodule
