module hidden_0031_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire vin_ok,
    output wire pgood
);
    reg good;
    reg [1:0] run;
    reg good_next;
    reg [1:0] run_next;

    always @* begin
        if (!good && vin_ok && run == 2'd3)
            good_next = 1'b1;
        else if (good && !vin_ok && run == 2'd1)
            good_next = 1'b0;
        else
            good_next = good;
    end

    always @* begin
        if (vin_ok == good)
            run_next = 2'd0;
        else if ((!good && run == 2'd3) || (good && run == 2'd1))
            run_next = 2'd0;
        else if (vin_ok != good)
            run_next = run + 2'd1;
        else
            run_next = run;
    end

    always @(posedge clk) begin
        if (rst) begin
            good <= 1'b0;
            run <= 2'd0;
        end else begin
            good <= good_next;
            run <= run_next;
        end
    end

    assign pgood = good;
endmodule
