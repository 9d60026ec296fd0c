module hidden_0021_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire tick,
    input  wire resync,
    output wire rev_pulse
);
    reg [1:0] nth;
    reg [1:0] nth_next;

    always @* begin
        if (resync)
            nth_next = 2'd0;
        else if (tick && nth == 2'd2)
            nth_next = 2'd0;
        else if (nth != 2'd2)
            nth_next = nth + 2'd1;
        else
            nth_next = nth;
    end

    always @(posedge clk) begin
        if (rst) begin
            nth <= 2'd0;
        end else begin
            nth <= nth_next;
        end
    end

    assign rev_pulse = tick && !resync && nth == 2'd2;
endmodule
