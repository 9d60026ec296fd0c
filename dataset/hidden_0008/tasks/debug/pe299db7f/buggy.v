module hidden_0008_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire beat,
    output reg  alarm
);
    reg [1:0] gap;
    reg lost;
    reg primed;

    always @(posedge clk) begin
        if (rst) begin
            gap <= 2'd0;
            lost <= 1'b0;
            primed <= 1'b0;
        end else begin
            if (beat)
                gap <= 2'd0;
            else if (gap != 2'd3)
                gap <= gap + 2'd1;
            if (!beat && gap == 2'd3)
                lost <= 1'b1;
            else if (beat && primed)
                lost <= 1'b0;
            if (lost)
                primed <= 1'b1;
            else if (primed)
                primed <= 1'b0;
        end
    end

    always @* begin
        alarm = lost;
    end
endmodule
