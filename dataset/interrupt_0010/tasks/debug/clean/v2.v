module interrupt_0010_nested_if (
    input  wire clk,
    input  wire rst,
    input  wire irq_line,
    output wire irq,
    output wire qualifying
);
    localparam ST_FALLING = 2'd0;
    localparam ST_HIGH = 2'd1;
    localparam ST_RISING = 2'd2;
    localparam ST_LOW = 2'd3;
    reg [1:0] current;

    always @(posedge clk) begin
        if (rst) begin
            current <= ST_LOW;
        end else if (current == ST_LOW) begin
            if (irq_line)
                current <= ST_RISING;
        end else if (current == ST_RISING) begin
            if (irq_line)
                current <= ST_HIGH;
            else if (!irq_line)
                current <= ST_LOW;
        end else if (current == ST_HIGH) begin
            if (!irq_line)
                current <= ST_FALLING;
        end else if (current == ST_FALLING) begin
            if (!irq_line)
                current <= ST_LOW;
            else if (irq_line)
                current <= ST_HIGH;
        end
    end

    assign irq = (current == ST_HIGH) ? 1'b1 : (current == ST_FALLING) ? 1'b1 : 1'b0;
    assign qualifying = (current == ST_RISING) ? 1'b1 : (current == ST_FALLING) ? 1'b1 : 1'b0;
endmodule
