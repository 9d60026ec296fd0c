module hidden_0057_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire err,
    input  wire clr,
    output reg  alarm
);
    reg [2:0] run;
    reg latched;

    always @(posedge clk) begin
        if (rst) begin
            run <= 3'd0;
            latched <= 1'b0;
        end else begin
            if (clr)
                run <= 3'd0;
            else if (!err)
                run <= 3'd0;
            else if (run != 3'd4)
                run <= run + 3'd1;
            if (clr)
                latched <= 1'b0;
            else if (err && run == 3'd3)
                latched <= 1'b1;
        end
    end

    always @* begin
        alarm = latched;
    end
endmodule
